import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';

export type AlignByOption = { value: string; label: string };

/** The list views' alignBy tabs, kept in the URL (?alignBy=status | draft) so links and reloads keep them. */
export function useAlignBy(options: AlignByOption[]): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const first = options[0]?.value ?? '';
  const current = params.get('alignBy');
  const value = options.some((o) => o.value === current) ? (current as string) : first;
  const setValue = (next: string) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('alignBy', next);
        return copy;
      },
      { replace: true },
    );
  return [value, setValue];
}

export function AlignByTabs({
  options,
  value,
  onChange,
  label,
}: {
  options: AlignByOption[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: string) => onChange(next)}
      aria-label={label}
      sx={{
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 44,
        '& .MuiTab-root': { minHeight: 44 },
      }}
    >
      {options.map((option) => (
        <Tab key={option.value} value={option.value} label={option.label} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
