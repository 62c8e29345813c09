import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { CartPage as Cart } from '../../features/cart/components/cart-page.component';
import { useUserSessionAtLoad } from '../../lib/user-session';

/** Anyone may fill the cart; placing the order asks a visitor to log in (the login popup). */
export default function CartPage() {
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  return <Cart login={{ loggedIn: session !== undefined, onLoginNeeded: open }} />;
}
