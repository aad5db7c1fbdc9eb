import { richTextSx } from '../../components/rich-text.ts';

/** Typography of comment HTML, the same in the editor and in the list (images at most 500px wide). */
export const richTextContentSx = {
  ...richTextSx,
  '& p': { m: 0, minHeight: '1.5em' },
  '& p + p, & ul, & ol, & blockquote, & pre, & img': { mt: 0.75 },
  '& ul, & ol': { pl: 3, mb: 0 },
  '& li > p': { minHeight: 0 },
  '& a': { color: 'primary.main', textDecoration: 'underline', overflowWrap: 'anywhere' },
  '& blockquote': {
    ml: 0,
    pl: 1.5,
    borderLeft: '3px solid',
    borderColor: 'divider',
    color: 'text.secondary',
  },
  '& code': {
    fontFamily: 'monospace',
    fontSize: '0.875em',
    bgcolor: 'action.hover',
    px: 0.5,
    borderRadius: 0.5,
  },
  '& img': { ...richTextSx['& img'], display: 'block', borderRadius: 1 },
} as const;
