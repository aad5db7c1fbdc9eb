import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { SOCIAL_CHANNELS, STORE_CHANNELS } from '#shared/domain/brand-kit.ts';
import type { BrandKitFormValues } from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { textField } from './text-field.ts';

type ListName = 'socialChannels' | 'storeChannels';

/** Channels & Links: the brand's social channels and online stores, each with its URL. */
export function ChannelsSection() {
  return (
    <FormSection id="channels-links" title="Channels & Links" description="Where the brand lives online.">
      <ChannelList
        name="socialChannels"
        title="Social channels"
        channels={SOCIAL_CHANNELS}
        addLabel="Add social channel"
      />
      <ChannelList
        name="storeChannels"
        title="Store channels"
        channels={STORE_CHANNELS}
        addLabel="Add store channel"
      />
    </FormSection>
  );
}

function ChannelList({
  name,
  title,
  channels,
  addLabel,
}: {
  name: ListName;
  title: string;
  channels: readonly string[];
  addLabel: string;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BrandKitFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  const used = values.map((v) => v.channel);
  const free = channels.filter((c) => !used.includes(c as never));
  const headingId = `${name}-heading`;

  return (
    <Box sx={{ ...fullRow, display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {title}
      </Typography>
      {fields.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {fields.map((item, index) => {
            const current = values[index]?.channel ?? item.channel;
            const urlError = errors[name]?.[index]?.url;
            return (
              <Box
                component="li"
                key={item.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto', sm: '220px minmax(0, 1fr) auto' },
                  gap: 1.5,
                  alignItems: 'start',
                }}
              >
                <Controller
                  control={control}
                  name={`${name}.${index}.channel`}
                  render={({ field }) => (
                    <TextField
                      fullWidth
                      select
                      size="small"
                      label="Channel"
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
                    >
                      {channels
                        .filter((c) => c === field.value || !used.includes(c as never))
                        .map((c) => (
                          <MenuItem key={c} value={c}>
                            {c}
                          </MenuItem>
                        ))}
                    </TextField>
                  )}
                />
                <TextField
                  fullWidth
                  size="small"
                  label={`${current} URL`}
                  type="url"
                  required
                  placeholder="https://"
                  error={Boolean(urlError)}
                  helperText={urlError ? 'Enter a full address starting with https://' : undefined}
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}
                  {...textField(register(`${name}.${index}.url`))}
                />
                <IconButton
                  aria-label={`Remove ${current}`}
                  onClick={() => remove(index)}
                  sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' }, mt: 0.25 }}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Add />}
          disabled={free.length === 0}
          onClick={() => append({ channel: free[0] as never, url: '' })}
        >
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
