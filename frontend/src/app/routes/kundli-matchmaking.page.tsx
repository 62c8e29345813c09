import { KundliMatchmaking } from '../../features/kundli/components/kundli-matchmaking.component';

export default function KundliMatchmakingPage() {
  return <KundliMatchmaking />;
}
