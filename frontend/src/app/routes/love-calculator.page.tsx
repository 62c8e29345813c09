import { LoveCalculator } from '../../features/love/components/love-calculator.component';

export default function LoveCalculatorPage() {
  return <LoveCalculator />;
}
