import { useMemo } from 'react';
import { sanitizeHtml } from '../html/sanitizeHtml';

type SafeHtmlTag = 'div' | 'section' | 'article' | 'span';

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: SafeHtmlTag;
}

// Renders server HTML (announcements, help centre, promotions) after sanitizeHtml().
// This is the ONLY place in the codebase allowed to use dangerouslySetInnerHTML: every other
// component must render server HTML through <SafeHtml>, so there is one choke point to audit.
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  // Sanitising parses a whole document; only redo it when the input changes.
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
