import { BrandKitScreen } from '../../features/brand-kit/index.ts';

/** /brandkit — every user: the brand kits of their companies (staff: of every company). */
export default function BrandKitPage() {
  return <BrandKitScreen />;
}
