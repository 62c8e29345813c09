import { AstrologerList } from '../../features/astrologers/components/astrologer-list.component';

export default function LivePage() {
  return <AstrologerList mode="live" />;
}
