import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './alert.tsx';
import { PageTitle } from './page-title.tsx';

/** A page that cannot show its content (not found, not allowed): its title, why, and perhaps a way back. */
export function PageProblem({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <Alert tone="error" className="mt-4">
        {children}
      </Alert>
      {back && (
        <p className="mt-4">
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
    </div>
  );
}
