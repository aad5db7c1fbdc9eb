import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The sections of a brand kit (spec section 3). */
const SECTIONS: { title: string; text: string }[] = [
  { title: 'Brand Overview', text: 'Brand name, industry and a short description.' },
  { title: 'Target Audience', text: 'Who the brand speaks to.' },
  { title: 'Design Assets', text: 'Logos, colours and typography.' },
  { title: 'Channels & Links', text: 'Social channels and online stores.' },
  { title: 'Contact Info', text: 'Who to reach about the brand.' },
];

/** /brandkit — the brand kit feature plugs in here. */
export default function BrandKitPage() {
  return (
    <>
      <PageHeader
        title="Brand Kit"
        description="Keep each brand's assets in one place so every request starts from the right logo, colours and voice."
      />
      <EmptyState
        icon={<PaletteOutlined />}
        title="Brand kits are coming soon"
        description="You will be able to create a brand kit for each of your companies and share it with the team."
      />
      <Typography variant="h6" component="h2" sx={{ mt: 5, mb: 2 }}>
        What a brand kit holds
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {SECTIONS.map((section) => (
          <Card key={section.title} sx={{ p: 2.5 }}>
            <Typography sx={{ fontWeight: 650 }}>{section.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {section.text}
            </Typography>
          </Card>
        ))}
      </Box>
    </>
  );
}
