/** The automatic refund rules' public face: the section /refund-policy places under the policy's text. */
export { AutomaticRefunds } from './components/automatic-refunds.component';
