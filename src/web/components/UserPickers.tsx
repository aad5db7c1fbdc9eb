import type { HTMLAttributes, Key, Ref } from 'react';
import Autocomplete, {
  createFilterOptions,
  type AutocompleteRenderInputParams,
} from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserDto } from '#shared/schemas/request.ts';
import { initials } from '../lib/format.ts';
import { avatarColor, userName } from '../lib/people.ts';

/** Pickers of people by name, e-mail or username (request assignees, Created by, a board card's Assigned to). */
type UserPickerBase = {
  id: string;
  label: string;
  users: UserDto[];
  loading?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const filterUsers = createFilterOptions<UserDto>({
  stringify: (u) => `${userName(u)} ${u.email} ${u.username}`,
});

/** What both pickers share: how a person is found, listed and labelled. */
function commonProps(props: UserPickerBase) {
  return {
    id: props.id,
    options: props.users,
    loading: props.loading,
    disabled: props.disabled,
    getOptionLabel: userName,
    filterOptions: filterUsers,
    isOptionEqualToValue: (a: UserDto, b: UserDto) => a.id === b.id,
    renderOption: (optionProps: HTMLAttributes<HTMLLIElement> & { key: Key }, user: UserDto) => {
      const { key, ...rest } = optionProps;
      return (
        <li key={key} {...rest}>
          <UserOption user={user} />
        </li>
      );
    },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={props.label}
        required={props.required}
        error={Boolean(props.error)}
        helperText={props.error ?? props.helperText}
        inputRef={props.inputRef}
      />
    ),
  };
}

function UserOption({ user }: { user: UserDto }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Avatar
        src={user.profileImage ?? undefined}
        alt=""
        sx={{ width: 28, height: 28, fontSize: 13, bgcolor: avatarColor(user.id) }}
      >
        {initials(user.firstName, user.lastName, user.username)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {userName(user)}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** Several users (assignees of the company, staff Assigned to). */
export function UsersPicker({
  value,
  onChange,
  ...props
}: UserPickerBase & { value: number[]; onChange: (ids: number[]) => void }) {
  // Users already chosen stay visible while the list loads or when they left the list.
  const selected = value.map((id) => props.users.find((u) => u.id === id)).filter((u): u is UserDto => !!u);
  return (
    <Autocomplete
      {...commonProps(props)}
      multiple
      value={selected}
      filterSelectedOptions
      onChange={(_e, users) => onChange(users.map((u) => u.id))}
    />
  );
}

/** One user (staff: Created by). */
export function UserPicker({
  value,
  onChange,
  ...props
}: UserPickerBase & { value: number | null; onChange: (id: number | null) => void }) {
  const selected = props.users.find((u) => u.id === value) ?? null;
  return (
    <Autocomplete
      {...commonProps(props)}
      value={selected}
      onChange={(_e, user) => onChange(user ? user.id : null)}
    />
  );
}
