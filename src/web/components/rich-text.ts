import './rich-text.css';

/** Spec section 9: images inside rich text are capped at 500px wide. */
export const RICH_TEXT_IMAGE_MAX_WIDTH = 500;

/**
 * Put this class on the element that holds rich text (the TipTap editor's container and rendered
 * comment HTML); importing it also loads the rule `.rich-text img { max-width: 500px; height: auto }`.
 */
export const RICH_TEXT_CLASS = 'rich-text';

/** The same rule for an MUI `sx` prop, when a class is not convenient. */
export const richTextSx = {
  '& img': { maxWidth: `min(${RICH_TEXT_IMAGE_MAX_WIDTH}px, 100%)`, height: 'auto' },
} as const;
