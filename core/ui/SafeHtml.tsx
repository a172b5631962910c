import { useMemo } from 'react';
import { sanitizeToTrustedHtml } from '../html/sanitizeHtml';
import { SERVER_CONTENT_CLASS } from '../html/serverClasses';
import '../html/serverContent.css';

type SafeHtmlTag = 'div' | 'section' | 'article' | 'span';

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: SafeHtmlTag;
}

// Renders server HTML (announcements, help centre, promotions, messages) after sanitising.
// This is the ONLY place in the codebase allowed to use dangerouslySetInnerHTML: every other
// component must render server HTML through <SafeHtml>, so there is one choke point to audit.
// Its container class scopes serverContent.css, the only look server HTML's sc- classes get.
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  // Sanitising parses a whole document; only redo it when the input changes. The result is
  // TrustedHTML where the browser has Trusted Types, which React hands to innerHTML as it is.
  const clean = useMemo(() => sanitizeToTrustedHtml(html), [html]);
  const classes = className ? `${SERVER_CONTENT_CLASS} ${className}` : SERVER_CONTENT_CLASS;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
