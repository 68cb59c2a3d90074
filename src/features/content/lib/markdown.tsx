/**
 * Markdown content (promotions, articles, help pages) rendered to React elements from marked's tokens:
 * no HTML string is ever inserted, so raw HTML in a text shows as text and cannot run
 * (docs/decisions/053-content-and-notifications.md). Links: app paths become in-app links in the
 * page's language, https/tel/mailto open as they are, anything else (javascript:, data:) is plain
 * text. Images are lazy-loaded with their box reserved.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { isAppHref } from '../../../../shared/config/routes';
import { useLocalePath } from '../../../lib/locale';
import * as s from './markdown.css';

export type LinkTarget =
  | { kind: 'app'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/** Where a link in content may lead; everything not allowed is shown as its text only. */
export function linkTarget(href: string): LinkTarget {
  const trimmed = href.trim();
  if (/^\/(?![/\\])/.test(trimmed) && isAppHref(trimmed)) return { kind: 'app', href: trimmed };
  if (/^(https:\/\/|tel:\+?[0-9]+$|mailto:[^\s<>"]+@[^\s<>"]+$)/i.test(trimmed))
    return { kind: 'external', href: trimmed };
  return { kind: 'none' };
}

/** Image sources content may use: the app's own images and https. */
export const safeImageSrc = (src: string) => /^(\/(?![/\\])|https:\/\/)/.test(src.trim());

type Render = (tokens: readonly Token[] | undefined) => ReactNode;

function useRenderer(): Render {
  const lp = useLocalePath();
  const render: Render = (tokens) =>
    tokens?.map((token, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a parsed document's tokens never reorder
      <Fragment key={i}>{renderToken(token)}</Fragment>
    )) ?? null;

  function renderToken(token: Token): ReactNode {
    switch (token.type) {
      case 'heading': {
        const t = token as Tokens.Heading;
        // The page's title is its h1; content headings start at h2.
        const level = Math.min(Math.max(t.depth, 2), 4);
        const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
        return <Tag className={s.heading}>{render(t.tokens)}</Tag>;
      }
      case 'paragraph':
        return <p className={s.paragraph}>{render((token as Tokens.Paragraph).tokens)}</p>;
      case 'list': {
        const t = token as Tokens.List;
        const items = t.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parsed list's items never reorder
          <li key={i}>{render(item.tokens)}</li>
        ));
        return t.ordered ? <ol className={s.list}>{items}</ol> : <ul className={s.list}>{items}</ul>;
      }
      case 'blockquote':
        return <blockquote className={s.quote}>{render((token as Tokens.Blockquote).tokens)}</blockquote>;
      case 'hr':
        return <hr className={s.rule} />;
      case 'strong':
        return <strong>{render((token as Tokens.Strong).tokens)}</strong>;
      case 'em':
        return <em>{render((token as Tokens.Em).tokens)}</em>;
      case 'codespan':
        return <code>{(token as Tokens.Codespan).text}</code>;
      case 'br':
        return <br />;
      case 'link': {
        const t = token as Tokens.Link;
        const target = linkTarget(t.href);
        const children = render(t.tokens);
        if (target.kind === 'app')
          return (
            <Link className={s.link} to={lp(target.href as Parameters<typeof lp>[0])}>
              {children}
            </Link>
          );
        if (target.kind === 'external')
          return target.href.startsWith('https://') ? (
            <a className={s.link} href={target.href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ) : (
            <a className={s.link} href={target.href}>
              {children}
            </a>
          );
        return <>{children}</>;
      }
      case 'image': {
        const t = token as Tokens.Image;
        if (!safeImageSrc(t.href)) return t.text;
        return (
          <img
            className={s.image}
            src={t.href}
            alt={t.text}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
          />
        );
      }
      case 'text': {
        const t = token as Tokens.Text;
        return t.tokens ? render(t.tokens) : t.text;
      }
      case 'escape':
        return (token as Tokens.Escape).text;
      case 'html':
        // Raw HTML is shown as the text it is, never parsed.
        return (token as Tokens.HTML).text;
      case 'space':
        return null;
      default:
        return 'text' in token && typeof token.text === 'string' ? token.text : null;
    }
  }
  return render;
}

/** Block tokens of a Markdown text (GitHub-flavoured, a line break is a break). */
export function parseMarkdown(markdown: string): Token[] {
  return Lexer.lex(markdown, { gfm: true, breaks: true });
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const tokens = useMemo(() => parseMarkdown(source), [source]);
  const render = useRenderer();
  return <div className={className ? `${s.root} ${className}` : s.root}>{render(tokens)}</div>;
}
