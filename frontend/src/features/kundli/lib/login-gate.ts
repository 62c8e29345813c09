/** Whether the visitor is logged in, and how to ask them to: the page knows the login (the app's one login popup). */
export interface LoginGate {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}
