import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PublicPage } from './PublicLayout.tsx';

export type LegalSection = { heading: string; paragraphs: string[] };

/** Terms and privacy: a title, the date of the version, numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <PublicPage title={title}>
      <Box
        component="article"
        sx={{
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 4,
          p: { xs: 3, sm: 5 },
        }}
      >
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last updated {updated}
        </Typography>
        <Typography sx={{ mt: 3 }}>{intro}</Typography>
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} sx={{ mt: 4 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {index + 1}. {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ mt: 1.25, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </PublicPage>
  );
}
