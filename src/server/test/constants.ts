export const testAdminPassword = 'Admin-Test-Password-1';
