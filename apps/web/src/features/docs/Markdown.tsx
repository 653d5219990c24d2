// biome-ignore-all lint/suspicious/noArrayIndexKey: a document's nodes never reorder; each is keyed by its place in it.
import { Lexer, type Token, type Tokens } from 'marked';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { CodeBlock } from './CodeBlock';
import './docs.css';

// The documents are GitHub-flavoured markdown (tables, fenced code, links). marked's lexer reads
// them into tokens and this file draws those tokens as React elements: react-markdown and
// remark-gfm drew the same pages through mdast and hast at 48 KB gzip, more than a documentation
// route had left of its 400 KB (issue #12) once the pages spoke Vietnamese (issue 31). No HTML
// string is ever put into the page: raw HTML in a document shows as text, as react-markdown did.

/** A link between documentation pages stays inside the portal; others open in a new tab. */
const DocLink = ({ href, children }: { href: string; children: ReactNode }) =>
  href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );

/** The plain text of inline tokens (a header cell's label for the phone layout). */
const textOf = (tokens: Token[] | undefined): string =>
  (tokens ?? []).map((t) => ('tokens' in t && t.tokens ? textOf(t.tokens) : 'text' in t ? t.text : '')).join('');

const inline = (tokens: Token[] | undefined): ReactNode[] =>
  (tokens ?? []).map((token, i) => {
    switch (token.type) {
      case 'strong':
        return <strong key={i}>{inline(token.tokens)}</strong>;
      case 'em':
        return <em key={i}>{inline(token.tokens)}</em>;
      case 'del':
        return <del key={i}>{inline(token.tokens)}</del>;
      case 'codespan':
        return <code key={i}>{(token as Tokens.Codespan).text}</code>;
      case 'br':
        return <br key={i} />;
      case 'link': {
        const link = token as Tokens.Link;
        return (
          <DocLink key={i} href={link.href}>
            {inline(link.tokens)}
          </DocLink>
        );
      }
      case 'text': {
        // A text token inside a list item may carry inline tokens of its own.
        const text = token as Tokens.Text;
        return text.tokens ? <span key={i}>{inline(text.tokens)}</span> : text.text;
      }
      case 'escape':
        return (token as Tokens.Escape).text;
      default:
        // html, image and anything else: their source, as text.
        return token.raw;
    }
  });

/**
 * On a phone each row stacks as a card (docs.css): the column names are handed to the CSS as
 * --doc-col-N strings, so every cell keeps its label once the header row is out of sight.
 */
const Table = ({ table }: { table: Tokens.Table }) => {
  const labels = Object.fromEntries(
    table.header.map((cell, index) => [`--doc-col-${index + 1}`, JSON.stringify(textOf(cell.tokens))]),
  ) as CSSProperties;
  const alignOf = (index: number): CSSProperties | undefined => {
    const align = table.align[index];
    return align ? { textAlign: align } : undefined;
  };
  return (
    <div className="doc-table" style={labels}>
      <table>
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={index} style={alignOf(index)}>
                {inline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, index) => (
                <td key={index} style={alignOf(index)}>
                  {inline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const blocks = (tokens: Token[]): ReactNode[] =>
  tokens.map((token, i) => {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const Tag = `h${Math.min(Math.max(heading.depth, 1), 6)}` as 'h1';
        return <Tag key={i}>{inline(heading.tokens)}</Tag>;
      }
      case 'paragraph':
        return <p key={i}>{inline((token as Tokens.Paragraph).tokens)}</p>;
      case 'code': {
        // A fenced block: one highlighted, copyable block.
        const code = token as Tokens.Code;
        return <CodeBlock key={i} code={code.text} language={code.lang || undefined} />;
      }
      case 'table':
        return <Table key={i} table={token as Tokens.Table} />;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item, n) => <li key={n}>{blocks(item.tokens)}</li>);
        return list.ordered ? (
          <ol key={i} start={list.start === '' || list.start === 1 ? undefined : Number(list.start)}>
            {items}
          </ol>
        ) : (
          <ul key={i}>{items}</ul>
        );
      }
      case 'blockquote':
        return <blockquote key={i}>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
      case 'hr':
        return <hr key={i} />;
      case 'space':
      case 'def':
        return null;
      case 'text': {
        // Loose text in a tight list item: its inline tokens, no paragraph.
        const text = token as Tokens.Text;
        return text.tokens ? <span key={i}>{inline(text.tokens)}</span> : text.text;
      }
      default:
        // html and anything else: the source, as text.
        return <p key={i}>{token.raw}</p>;
    }
  });

/** GitHub-flavoured markdown (tables, fenced code, links) rendered as React elements. */
export const Markdown = ({ text }: { text: string }) => (
  <div className="markdown-body">{blocks(Lexer.lex(text, { gfm: true }))}</div>
);
