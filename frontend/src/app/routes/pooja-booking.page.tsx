import { PoojaList } from '../../features/pooja/components/pooja-list.component';

export default function PoojaBookingPage() {
  return <PoojaList />;
}
