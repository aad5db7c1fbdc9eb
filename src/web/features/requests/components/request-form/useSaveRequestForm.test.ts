import { act, createElement } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, testRoot, withQueryClient } from '../../../../test/dom.ts';
import { DrawerContext, type DrawerContextValue } from '../../drawer-context.ts';
import { emptyValues, type RequestFormValues } from '../../form-model.ts';
import type { RequestFormModel } from './useRequestForm.ts';

// The toasts the save shows.
const toasts: string[] = [];
vi.mock('../../../../lib/toast.ts', () => ({
  useToast: () => ({
    success: (message: string) => toasts.push(message),
    info: (message: string) => toasts.push(message),
    error: (message: string) => toasts.push(message),
  }),
}));

const { useSaveRequestForm } = await import('./useSaveRequestForm.ts');
const dom = testRoot();

/** The POSTs sent to create a request; each stays unanswered until `answer()`. */
let posts: string[] = [];
let answer: () => void = () => {};
beforeEach(() => {
  toasts.length = 0;
  posts = [];
  const pending: (() => void)[] = [];
  answer = () => pending.splice(0).forEach((settle) => settle());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'POST') posts.push(String(url));
      // The server's answer comes later (a slow network): a refusal, so that the form stays.
      return new Promise<Response>((resolve) =>
        pending.push(() => resolve(apiError(409, 'CONFLICT', 'Not enough credits.'))),
      );
    }),
  );
});

const drawer: DrawerContextValue = {
  scope: 'workspace' as DrawerContextValue['scope'],
  alignBy: '',
  slots: {} as DrawerContextValue['slots'],
  setDirty: () => {},
  close: () => {},
  leave: () => {},
  go: () => {},
};

let onSave: (kind: 'submit' | 'draft') => Promise<void> = async () => {};

/** A new request's form, valid (its validation takes a moment, as the real resolver's does). */
function Form() {
  const form = useForm<RequestFormValues>({
    defaultValues: emptyValues({ title: 'Poster', typeId: 1, companyId: 2 }),
    resolver: async (values) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { values, errors: {} };
    },
  });
  const model = {
    request: null,
    isStaff: false,
    form,
    type: { definition: null, version: null },
    content: {},
    brandKit: undefined,
    uploads: { busy: false },
    permissions: {
      submitStatus: 'NOT_START',
      canSubmit: true,
      canDraft: true,
      canDelete: false,
      isDraft: false,
    },
    session: { user: { id: 5 } },
    validateFor: () => {},
  } as unknown as RequestFormModel;
  onSave = useSaveRequestForm(model).onSave;
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the request form: one save at a time', () => {
  it('Submit pressed three times quickly sends one POST; after its answer a new press sends again', async () => {
    act(() =>
      dom.root.render(withQueryClient(createElement(DrawerContext, { value: drawer }, createElement(Form)))),
    );
    // Three presses of Enter on Submit Request, before any render could disable it.
    await act(async () => {
      void onSave('submit');
      void onSave('submit');
      void onSave('submit');
    });
    await settle();
    expect(posts).toEqual(['/api/service-requests']);

    await act(async () => answer());
    await settle();
    expect(toasts).toEqual(['Not enough credits.']);
    // The save is over (refused): the user may try again.
    await act(async () => void onSave('submit'));
    await settle();
    expect(posts).toHaveLength(2);
    await act(async () => answer());
  });
});
