import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';

/** A fenced code block: highlighted once the highlighter has loaded, copyable at once. */
export const CodeBlock = ({ code, language }: { code: string; language?: string | undefined }) => {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [html, setHtml] = useState<string>();
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    import('./highlight')
      .then(({ highlight }) => {
        if (isCurrent) setHtml(highlight(code, language));
      })
      // Plain text stays on screen; a failed chunk load is only logged.
      .catch((error: unknown) => console.error(error));
    return () => {
      isCurrent = false;
    };
  }, [code, language]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      void message.success(t`Copied`);
      window.setTimeout(() => setCopied(false), 1500);
    } catch (error) {
      console.error(error);
      void message.error(t`Could not copy: select the text and copy it by hand`);
    }
  };

  return (
    <div className="doc-code">
      {language && language !== 'text' ? <span className="doc-code-lang">{language}</span> : null}
      <Tooltip title={t`Copy`}>
        <Button
          className="doc-code-copy"
          size="small"
          type="text"
          aria-label={t`Copy code`}
          icon={isCopied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void copy()}
        />
      </Tooltip>
      {/* The scroller of a long line is a Tab stop: the keyboard can scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a Tab stop */}
      <pre tabIndex={0}>
        {html === undefined ? (
          <code className="hljs">{code}</code>
        ) : (
          // highlight.js escapes the code; only its own <span class> markup is added.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by highlight.js
          <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </div>
  );
};
