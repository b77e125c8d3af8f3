import { Image, Space, Typography } from 'antd';
import { chinaTime } from '../../lib/format';

/**
 * Identity photos side by side, each opening large on click. The links are signed and open for 15 minutes:
 * after that, refreshing the list signs new ones.
 */
export function Photos({ photos }: { photos: { label: string; url: string | null }[] }) {
  return (
    <Image.PreviewGroup>
      <Space size="large" align="start">
        {photos.map((p) => (
          <div key={p.label} style={{ textAlign: 'center' }}>
            {p.url ? (
              <Image
                src={p.url}
                width={220}
                height={150}
                style={{ objectFit: 'cover' }}
                alt={p.label}
                data-testid="review-photo"
              />
            ) : (
              <div
                style={{
                  width: 220,
                  height: 150,
                  background: 'var(--surface-muted)',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                无
              </div>
            )}
            <Typography.Text type="secondary">{p.label}</Typography.Text>
          </div>
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** Above a list of photo cards: until when their signed links open. */
export function PhotoLinksNote({ expiresAt }: { expiresAt: string }) {
  return (
    <Typography.Text type="secondary">照片链接 {chinaTime(expiresAt)} 前有效，过期后刷新页面即可。</Typography.Text>
  );
}
