import { Trans, useLingui } from '@lingui/react/macro';
import { Steps, Tag } from 'antd';
import { formatVnd } from '../../lib/amount';
import { type Chunk, type ChunkStatus, currentChunk } from './cashOutChunks';

const TAG_COLOR: Record<ChunkStatus, string> = {
  wait: 'default',
  process: 'processing',
  finish: 'success',
  error: 'error',
};

/** The cash-out progress list (PRODUCT §4): one step per chunk, in its state wait / process / finish / error. */
export const ChunkProgress = ({ chunks }: { chunks: readonly Chunk[] }) => {
  const { t } = useLingui();
  // Without `current` antd draws the first step as the active one, whichever chunk is in process.
  const current = currentChunk(chunks);
  return (
    <section aria-label={t`Cash-out progress`}>
      <Steps
        orientation="vertical"
        size="small"
        current={current}
        items={chunks.map((chunk, i) => {
          const number = chunk.index + 1;
          const count = chunks.length;
          return {
            key: chunk.index,
            status: chunk.status,
            'aria-current': i === current ? ('step' as const) : undefined,
            title: t`Chunk ${number} of ${count}`,
            subTitle: (
              <Tag color={TAG_COLOR[chunk.status]} data-testid={`chunk-${chunk.index + 1}-status`}>
                {chunk.status}
              </Tag>
            ),
            content: (
              <>
                {formatVnd(chunk.amount)}
                {chunk.retried ? (
                  <div>
                    <Trans>Already sent: the gateway's first result</Trans>
                  </div>
                ) : null}
                {chunk.message ? <div role="alert">{chunk.message}</div> : null}
              </>
            ),
          };
        })}
      />
    </section>
  );
};
