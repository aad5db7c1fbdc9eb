import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { can, PERMISSION_DENIED_MESSAGE } from '#shared/domain/permissions.ts';
import { parseContent } from '#shared/domain/form-content.ts';
import { useSession } from '../../../lib/session/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { actorOf, factsOf } from '../actor.ts';
import { useLiveRequest, useRequest } from '../api.ts';
import { useDrawer, useUnsavedGuard } from '../drawer-context.ts';
import { emptyValues, valuesFromRequest } from '../form-model.ts';
import { REQUEST_MESSAGES } from '../../../lib/requests/messages.ts';
import { requestHref } from '../../../lib/requests/list-url.ts';
import { DrawerBody, DrawerHeader, DrawerLoading } from './DrawerLayout.tsx';
import { RequestForm } from './RequestForm.tsx';
import { isNotFound, RequestDeleted, RequestNotFound, shownDeleted } from './RequestNotFound.tsx';

type RequestFormPanelProps =
  | { mode: 'update'; requestId: number }
  | { mode: 'create'; typeId: number | null; duplicatedId: number | null; withFiles: boolean };

/**
 * Create and update modes: loads what the form starts from (the request being edited, or the one
 * being duplicated, with or without its files) and checks the user may edit it.
 */
export function RequestFormPanel(props: RequestFormPanelProps) {
  const session = useSession();
  const drawer = useDrawer();
  const sourceId = props.mode === 'update' ? props.requestId : props.duplicatedId;
  const source = useRequest(sourceId);
  // The request being edited, followed live: deleted meanwhile, the form goes (nothing to save to).
  const { deleted } = useLiveRequest(props.mode === 'update' ? props.requestId : null);

  const start = useMemo(() => {
    if (props.mode === 'update') {
      return source.data
        ? { values: valuesFromRequest(source.data), content: parseContent(source.data.content) }
        : null;
    }
    if (props.duplicatedId) {
      return source.data
        ? {
            values: valuesFromRequest(source.data, { duplicate: true, withFiles: props.withFiles }),
            content: parseContent(source.data.content),
          }
        : null;
    }
    const isStaff = session.user.isStaff;
    const onlyCompany = session.companies.length === 1 ? session.companies[0]!.id : null;
    return {
      values: emptyValues({
        typeId: props.typeId,
        companyId: isStaff ? null : onlyCompany,
        assigneeIds: isStaff ? [] : [session.user.id],
        status: isStaff ? 'NOT_START' : '',
      }),
      content: {},
    };
    // The form starts once; later changes of the source must not reset what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source.data === undefined]);

  // Whether the user may edit it, judged on the request as the form opened on it. The request is
  // followed live, so a colleague's save re-reads it; one that moves it where this user may not edit
  // must not take away the form and what they typed: their Save is refused with the reason (the
  // server checks it, with fromStatus) and the form keeps every edit.
  const mayEdit = useMemo(
    () => props.mode !== 'update' || !source.data || can(actorOf(session), 'update', factsOf(source.data)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source.data === undefined],
  );

  const title = props.mode === 'update' ? 'Edit Service Request' : 'New Service Request';
  // A duplicate is unsaved work from the start: closing it asks first, as an edited form does.
  useUnsavedGuard(
    'duplicate',
    props.mode === 'create' && props.duplicatedId !== null && source.data !== undefined,
    REQUEST_MESSAGES.unsavedChanges,
  );

  const gone = props.mode === 'update' ? shownDeleted(deleted, source) : null;
  if (gone) return <RequestDeleted by={gone} />;
  if (sourceId && source.isError && isNotFound(source.error)) return <RequestNotFound />;
  if (sourceId && source.isError) {
    return (
      <>
        <DrawerHeader title={title} onClose={drawer.close} />
        <DrawerBody>
          <Alert severity="error" role="alert">
            {props.mode === 'update'
              ? REQUEST_MESSAGES.requestNotSet
              : 'The request to duplicate could not be loaded.'}{' '}
            {errorMessage(source.error, '')}
          </Alert>
        </DrawerBody>
      </>
    );
  }
  if (!start) return <DrawerLoading title={title} onClose={drawer.close} />;
  if (props.mode === 'update' && source.data && !mayEdit) {
    return (
      <>
        <DrawerHeader title={source.data.title} onClose={drawer.close} />
        <DrawerBody>
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => drawer.go(requestHref(drawer.scope, props.requestId, drawer.alignBy))}
              >
                View request
              </Button>
            }
          >
            {PERMISSION_DENIED_MESSAGE}
          </Alert>
        </DrawerBody>
      </>
    );
  }
  return (
    <RequestForm
      mode={props.mode}
      request={props.mode === 'update' ? (source.data ?? null) : null}
      initial={start.values}
      seedContent={start.content}
    />
  );
}
