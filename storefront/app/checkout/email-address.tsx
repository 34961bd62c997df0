import './email-address.css';

/**
 * An e-mail address laid out to fit a phone's column: if it must take two lines it breaks before
 * the '@', never inside its name or its domain ('beispiel-' / 'firma.de'). Each half breaks
 * anywhere only when it alone is wider than the column. Copying it copies the address as it is
 * (the break opportunity adds no character).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="email-address">{email}</span>;
  return (
    <span className="email-address" translate="no">
      <span className="email-address__part">{email.slice(0, at)}</span>
      <wbr />
      <span className="email-address__part">{email.slice(at)}</span>
    </span>
  );
}
