/** A small turning ring for buttons that are waiting; the button itself says it is busy (aria-busy). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
