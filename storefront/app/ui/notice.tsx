import type { ReactNode } from 'react';
import './notice.css';

/** Spec 1 §9's notice types. */
export type NoticeType = 'info' | 'success' | 'secondarySuccess' | 'warning' | 'error';

export function Notice({ type = 'info', children, id }: { type?: NoticeType; children: ReactNode; id?: string }) {
  return (
    <div className={`notice notice--${type}`} role={type === 'error' || type === 'warning' ? 'alert' : 'status'} id={id}>
      {children}
    </div>
  );
}
