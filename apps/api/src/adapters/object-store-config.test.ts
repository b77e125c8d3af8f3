import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { LIVE_ACCOUNTS } from '../test/live-settings';

/** Where uploads go, as configured and checked at start (docs/storage.md). */

const LIVE = {
  ...LIVE_ACCOUNTS,
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_API_V3_KEY: 'k'.repeat(32),
  WECHATPAY_MCH_SERIAL: '3775B6A45ACD588826D15E583A95F5DD00000000',
  WECHATPAY_MCH_KEY_FILE: '/etc/xueche/apiclient_key.pem',
};
const BUCKET = {
  S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
  S3_REGION: 'oss-cn-hangzhou',
  S3_BUCKET: 'xueche-uploads',
  S3_ACCESS_KEY_ID: 'LTAI-example',
  S3_SECRET_ACCESS_KEY: 'secret-example',
  S3_FORCE_PATH_STYLE: 'false',
};

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('STORAGE and S3_*', () => {
  it('keeps uploads on disk by default, and in sandbox mode STORAGE=s3 alone means the stand-in', () => {
    expect(loadConfig({}).storage.kind).toBe('disk');
    expect(loadConfig({ STORAGE: 's3' }).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'xueche',
        accessKeyId: 'sandbox-s3-key-id',
        secretAccessKey: 'sandbox-s3-secret-0000000000000000',
        forcePathStyle: true,
      },
    });
  });

  it('takes a real bucket in live mode', () => {
    expect(loadConfig({ ...LIVE, STORAGE: 's3', ...BUCKET }).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
        region: 'oss-cn-hangzhou',
        bucket: 'xueche-uploads',
        accessKeyId: 'LTAI-example',
        secretAccessKey: 'secret-example',
        forcePathStyle: false,
      },
    });
  });

  it('names what is missing or wrong', () => {
    expect(problems({ ...LIVE, STORAGE: 's3' })).toBe(
      [
        'Invalid configuration:',
        '  S3_ENDPOINT: STORAGE=s3 in live mode needs it (e.g. https://oss-cn-hangzhou.aliyuncs.com)',
        '  S3_BUCKET: STORAGE=s3 needs it with S3_ENDPOINT or in live mode',
        '  S3_ACCESS_KEY_ID: STORAGE=s3 needs it with S3_ENDPOINT or in live mode',
        '  S3_SECRET_ACCESS_KEY: STORAGE=s3 needs it with S3_ENDPOINT or in live mode',
      ].join('\n'),
    );
    // A bucket elsewhere than the stand-in needs its own keys, sandbox mode or not.
    expect(problems({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'xueche' })).toContain(
      '  S3_ACCESS_KEY_ID: STORAGE=s3 needs it with S3_ENDPOINT or in live mode',
    );
    expect(problems({ S3_BUCKET: 'xueche-uploads' })).toBe(
      'Invalid configuration:\n  S3_BUCKET: is set, but STORAGE is disk (set STORAGE=s3)',
    );
    expect(problems({ STORAGE: 'minio' })).toContain('  STORAGE: ');
    expect(problems({ STORAGE: 's3', S3_BUCKET: 'Uploads_2024' })).toContain(
      '  S3_BUCKET: a bucket name is 3–63 lower-case letters, digits, dots and hyphens',
    );
    expect(problems({ STORAGE: 's3', S3_ENDPOINT: 'oss-cn-hangzhou.aliyuncs.com' })).toContain('  S3_ENDPOINT: ');
    expect(problems({ STORAGE: 's3', S3_ENDPOINT: 'ftp://files.example.com' })).toContain('  S3_ENDPOINT: ');
  });
});
