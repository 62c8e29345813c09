import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { LoginPopupProvider } from '../lib/login-popup-context';
import { RequireLogin } from './require-login.component';

function renderGate() {
  return render(
    <MemoryRouter initialEntries={['/order-history']}>
      <LoginPopupProvider>
        <RequireLogin what="your orders">{(session) => <p>Orders of {session.id}</p>}</RequireLogin>
      </LoginPopupProvider>
    </MemoryRouter>,
  );
}

describe('RequireLogin', () => {
  it('renders the page for the session of a logged-in visitor', () => {
    setUserDetailsCookie({ id: 'u7', status: 'active' });
    renderGate();
    expect(screen.getByText('Orders of u7')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the login popup for a visitor, says why, and can open it again after it is closed', async () => {
    renderGate();

    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeTruthy();
    expect(screen.getByText('Log in with your mobile number to see your orders.')).toBeTruthy();
    expect(screen.queryByText(/Orders of/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
