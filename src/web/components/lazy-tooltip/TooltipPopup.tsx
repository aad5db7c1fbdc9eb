import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

export type TooltipPopupProps = {
  anchor: HTMLElement;
  title: string;
  open: boolean;
  placement?: TooltipProps['placement'] | undefined;
};

/**
 * What LazyTooltip shows once its chunk is there: MUI's Tooltip (its look, arrow, transition and
 * Popper placement, the theme's defaults), controlled by LazyTooltip and placed against the element
 * LazyTooltip wraps. Its own child is an empty, hidden span: the wrapped element never moves into
 * this subtree, so it is not remounted when the chunk arrives (focus, images, state stay).
 */
export default function TooltipPopup({ anchor, title, open, placement }: TooltipPopupProps) {
  return (
    <Tooltip
      open={open}
      title={title}
      placement={placement}
      disableInteractive
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
}
