import type { FcmConfig } from './fcm-config.js';
import { FCM_SCOPE, serviceAccountJwt } from './service-account-jwt.js';

/** Renew this long before Google's expiry, so a token never expires between the check and FCM reading it. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** The token endpoint refused or did not answer. The message never includes the assertion or a token. */
export class FcmAuthError extends Error {
  override readonly name = 'FcmAuthError';
}

/**
 * OAuth2 access tokens for FCM, from the service account's signed JWT. One token is cached until
 * shortly before it expires (Google gives an hour), and callers who ask while it is being fetched
 * share that one fetch.
 */
export class FcmAccessTokens {
  private cached: { readonly token: string; readonly renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly config: Pick<FcmConfig, 'clientEmail' | 'privateKey' | 'tokenUrl' | 'timeoutMs'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(): Promise<string> {
    if (this.cached && this.now().getTime() < this.cached.renewAt) return this.cached.token;
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** FCM refused the token (401): the next call fetches a new one. */
  forget(): void {
    this.cached = undefined;
  }

  private async fetchToken(): Promise<string> {
    const { clientEmail, privateKey, tokenUrl, timeoutMs } = this.config;
    const assertion = serviceAccountJwt({ clientEmail, privateKey, audience: tokenUrl, scope: FCM_SCOPE, now: this.now() });
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new FcmAuthError(`The OAuth2 token endpoint could not be reached (${error instanceof Error ? error.name : 'error'})`);
    }
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') {
      // Google's error codes (invalid_grant…) say what is wrong without revealing anything secret.
      throw new FcmAuthError(`The OAuth2 token endpoint refused the service account (HTTP ${response.status}, ${String(body.error ?? 'no error code')}: ${String(body.error_description ?? '')})`);
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    const fetchedAt = this.now().getTime();
    this.cached = { token: body.access_token, renewAt: fetchedAt + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2) };
    return body.access_token;
  }
}
