import { MallList } from '../../features/mall/components/mall-list.component';

export default function MallPage() {
  return <MallList />;
}
