import type { ReactNode } from 'react';

/** A post's or reel's text in a table cell, linked to it on Instagram (new tab) when Meta gave its permalink. */
export function PermalinkText({ permalink, children }: { permalink: string | null; children: ReactNode }) {
  if (!permalink) return children;
  return (
    <a href={permalink} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
