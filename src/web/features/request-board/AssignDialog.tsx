import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ServiceRequestListItemDto, UserDto } from '#shared/schemas/request.ts';
import { useStaffMembers } from '../../lib/requests/queries.ts';
import { UsersPicker } from '../../components/UserPickers.tsx';

/**
 * Moving a card to Assigned when nobody is in its Assigned to: whom is it assigned to? The move is
 * made with the people chosen (the server refuses an Assigned request with nobody assigned).
 */
export function AssignDialog({
  request,
  onAssign,
  onCancel,
}: {
  request: ServiceRequestListItemDto | null;
  onAssign: (request: ServiceRequestListItemDto, people: UserDto[]) => void;
  onCancel: () => void;
}) {
  const staff = useStaffMembers(request !== null);
  const [ids, setIds] = useState<number[]>([]);
  const users = staff.data ?? [];
  const close = () => {
    setIds([]);
    onCancel();
  };
  return (
    <Dialog
      open={request !== null}
      onClose={close}
      aria-labelledby="assign-dialog-title"
      aria-describedby="assign-dialog-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="assign-dialog-title">Assign the request</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="assign-dialog-message">
          Who is “{request?.title}” assigned to? A request in Assigned needs someone to work on it.
        </DialogContentText>
        <UsersPicker
          id="board-assigned-to"
          label="Assigned to"
          users={users}
          loading={staff.isFetching}
          value={ids}
          onChange={setIds}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={ids.length === 0 || request === null}
          onClick={() => {
            if (!request) return;
            onAssign(
              request,
              ids.map((id) => users.find((u) => u.id === id)).filter((u): u is UserDto => !!u),
            );
            setIds([]);
          }}
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
