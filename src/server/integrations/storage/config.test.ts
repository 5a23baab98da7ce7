import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createFileStore } from './create';
import { storageOrigin } from './settings';

const s3 = {
  STORAGE_BACKEND: 's3',
  STORAGE_S3_BUCKET: 'acme-evidence',
  STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  STORAGE_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-very-secret',
};

describe('file storage configuration (STORAGE_*)', () => {
  it('keeps files in the database unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ backend: 'database' });
    expect(loadConfig({ STORAGE_BACKEND: '' }).storage).toEqual({ backend: 'database' });
  });

  it('reads the S3 settings, with us-east-1 and virtual-host addressing by default', () => {
    expect(loadConfig(s3).storage).toEqual({
      backend: 's3',
      bucket: 'acme-evidence',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI-very-secret',
      forcePathStyle: false,
    });
    const compatible = loadConfig({
      ...s3,
      STORAGE_S3_REGION: 'ap-southeast-2',
      STORAGE_S3_ENDPOINT: 'http://minio.internal:9000/',
      STORAGE_S3_FORCE_PATH_STYLE: '1',
    }).storage;
    expect(compatible).toMatchObject({
      region: 'ap-southeast-2',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
    });
  });

  it.each(['STORAGE_S3_BUCKET', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'])(
    'stops start-up naming %s when s3 lacks it',
    (name) => {
      const env = { ...s3, [name]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${name}: ${name} must be set when STORAGE_BACKEND is s3`),
      );
    },
  );

  it.each([
    ['STORAGE_BACKEND', 'disk'],
    ['STORAGE_S3_BUCKET', 'ab'],
    ['STORAGE_S3_BUCKET', 'Upper_Case'],
    ['STORAGE_S3_ENDPOINT', 'minio:9000'],
    ['STORAGE_S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ ...s3, [name]: value })).toThrow(new RegExp(`${name}: .*\\(got "${value}"\\)`));
  });

  it('never repeats the secret access key in its message', () => {
    const message = (() => {
      try {
        loadConfig({ ...s3, STORAGE_S3_BUCKET: '', STORAGE_S3_ENDPOINT: 'nope' });
      } catch (err) {
        return String(err);
      }
    })();
    expect(message).toContain('STORAGE_S3_BUCKET');
    expect(message).not.toContain('very-secret');
    const secretIssue = (() => {
      try {
        loadConfig({ STORAGE_BACKEND: 's3', STORAGE_S3_SECRET_ACCESS_KEY: 'very-secret-value' });
      } catch (err) {
        return String(err);
      }
    })();
    expect(secretIssue).not.toContain('very-secret');
  });

  it('builds the store the backend names', async () => {
    const fromS3 = createFileStore(loadConfig({ ...s3, STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9' }), {
      db: null as never,
    });
    expect(await fromS3.signedUrl('c1/a.jpg', 60)).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/acme-evidence\/c1\/a\.jpg\?|^http:\/\/acme-evidence\.127/,
    );
    const fromDb = createFileStore(loadConfig({}), { db: null as never });
    expect(await fromDb.signedUrl('c1/a.jpg', 60)).toBeNull();
  });

  it("names the origin a signed link points to, for the pages' CSP", () => {
    expect(storageOrigin(loadConfig({}).storage)).toBeNull();
    expect(storageOrigin(loadConfig(s3).storage)).toBe('https://acme-evidence.s3.us-east-1.amazonaws.com');
    const endpoint = { ...s3, STORAGE_S3_ENDPOINT: 'http://minio.internal:9000/' };
    expect(storageOrigin(loadConfig({ ...endpoint, STORAGE_S3_FORCE_PATH_STYLE: '1' }).storage)).toBe(
      'http://minio.internal:9000',
    );
    expect(storageOrigin(loadConfig(endpoint).storage)).toBe('http://acme-evidence.minio.internal:9000');
  });
});
