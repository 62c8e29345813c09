import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AppLink } from '../../components/app-link.component';
import { keepFocusInside } from '../../components/modal-dialog.component';
import { BREAKPOINTS } from '../../config/app-constants';
import { useMessages } from '../../lib/i18n/messages';
import { layoutMessages } from './layout.messages';
import { MainNav } from './main-nav.component';

/**
 * The slide-in side menu of narrow screens (spec §2): the menu button opens it; the close button,
 * a click on the backdrop, Escape or following a link close it. Wide screens show the top bar instead.
 * It also holds the cart link, which phones have no room for in the header row.
 */
export function MobileMenu({ cartCount }: { cartCount: number }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(layoutMessages);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) closer.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Growing past the side menu's width range leaves no visible way to close it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
  };

  return (
    <>
      <button ref={opener} type="button" className="menu-button" aria-label={t.openMenu} aria-expanded={open} aria-controls="side-menu" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={open ? 'side-menu side-menu--open' : 'side-menu'} inert={!open} aria-hidden={open ? undefined : true} onKeyDown={onKeyDown}>
        <div className="side-menu__backdrop" data-testid="side-menu-backdrop" onClick={close} />
        <div ref={panel} id="side-menu" className="side-menu__panel">
          <div className="side-menu__head">
            <span className="brand">Nakshatra</span>
            <button ref={closer} type="button" className="side-menu__close" aria-label={t.closeMenu} onClick={close}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <MainNav label={t.mainMenu} className="main-nav main-nav--side" onNavigate={close} />
          <AppLink to="/cart" className="side-menu__cart" onClick={close}>
            {t.cart(cartCount)}
          </AppLink>
        </div>
      </div>
    </>
  );
}
