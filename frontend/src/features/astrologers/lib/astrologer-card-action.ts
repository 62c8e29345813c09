import { createContext, type ReactNode } from 'react';
import type { Astrologer } from '../api/astrologer';

/**
 * What a page puts at the foot of each astrologer card (the chat feature's "Chat" button): the app
 * composes it with a provider, so this feature does not import another one.
 */
export const AstrologerCardAction = createContext<((astrologer: Astrologer) => ReactNode) | undefined>(undefined);
