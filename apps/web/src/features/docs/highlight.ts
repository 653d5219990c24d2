import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import 'highlight.js/styles/github-dark.css';

// highlight.js's core with only the languages the documents use (~10 KB gzip instead of ~300 KB
// for every language), loaded the first time a code block is shown.
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('php', php);
hljs.registerLanguage('python', python);
hljs.registerLanguage('typescript', typescript);

/** HTML of the highlighted code (highlight.js escapes the text), or undefined for an unknown language. */
export const highlight = (code: string, language: string | undefined): string | undefined =>
  language && hljs.getLanguage(language) ? hljs.highlight(code, { language, ignoreIllegals: true }).value : undefined;
