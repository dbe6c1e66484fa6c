import { describe, expect, it } from 'vitest';
import { parseSftpHost } from './accounting-sftp';

describe('parseSftpHost', () => {
  it.each([
    ['sftp.example.is', { host: 'sftp.example.is', port: 22, directory: '' }],
    [' sftp.example.is:2222 ', { host: 'sftp.example.is', port: 2222, directory: '' }],
    ['sftp.example.is/incoming/drones/', { host: 'sftp.example.is', port: 22, directory: '/incoming/drones' }],
    ['sftp://10.1.2.3:2022/in', { host: '10.1.2.3', port: 2022, directory: '/in' }],
    ['[2001:db8::7]:2022/', { host: '2001:db8::7', port: 2022, directory: '' }],
    ['host/a/../b', { host: 'host', port: 22, directory: '/b' }],
  ])('reads %j', (written, expected) => {
    expect(parseSftpHost(written)).toEqual(expected);
  });

  it.each(['', 'host:0', 'host:70000', 'user@host', 'host:port', 'ho st'])('refuses %j', (written) => {
    expect(parseSftpHost(written)).toBeNull();
  });
});
