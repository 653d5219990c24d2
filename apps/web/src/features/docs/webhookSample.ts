import { WEBHOOK_SAMPLE } from '@paygate/contracts';

/**
 * What the webhook page renders below its document: `heading`, then the §3 webhook sample
 * (contracts' one) as an indented JSON block. A module of its own, loaded by that page only: the sample is 0.4 KB gzip of
 * every other documentation page's budget (the bank pages had less than that left, issue 31).
 */
export const sampleMarkdown = (heading: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markdown syntax around the translated heading
  `\n\n## ${heading}\n\n\`\`\`json\n${JSON.stringify(WEBHOOK_SAMPLE, null, 2)}\n\`\`\`\n`;
