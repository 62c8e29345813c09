import { createContext, useContext } from 'react';

export interface AdminAccess {
  /** The signed-in admin's user id (from the userDetails cookie). */
  readonly userId: string | undefined;
  /**
   * Acts on a refused call: 401 (no session, or it ended) goes to the admin login, 403 shows "You
   * are not an admin". True when it did, so the caller shows nothing of its own.
   */
  readonly refused: (errorStatus: number) => boolean;
}

export const AdminAccessContext = createContext<AdminAccess>({ userId: undefined, refused: () => false });

export const useAdminAccess = (): AdminAccess => useContext(AdminAccessContext);
