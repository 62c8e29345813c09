import { FreeKundli } from '../../features/kundli/components/free-kundli.component';

export default function FreeKundliPage() {
  return <FreeKundli />;
}
