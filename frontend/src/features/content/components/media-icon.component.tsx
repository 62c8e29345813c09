/** The sign over a card's picture that says what plays there: decorative (the card's page says it in words). */
export function MediaIcon({ kind }: { kind: 'play' | 'audio' }) {
  return (
    <svg className="media-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {kind === 'play' ? (
        <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
      ) : (
        <path
          fill="currentColor"
          d="M12 3a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h1a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2H5v-1a7 7 0 0 1 14 0v1h-2a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h1a3 3 0 0 0 3-3v-6a9 9 0 0 0-9-9Z"
        />
      )}
    </svg>
  );
}
