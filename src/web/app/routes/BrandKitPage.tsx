import { BrandKitScreen } from '../../features/brand-kit/BrandKitScreen.tsx';

/** /brandkit — every user: the brand kits of their companies (staff: of every company). */
export default function BrandKitPage() {
  return <BrandKitScreen />;
}
