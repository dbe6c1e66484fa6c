// Generated from ../courses.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../courses';

export const courseEndpoints: ClientEndpoints<typeof contract.courseEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Course/Create' },
  update: { verb: 'PUT', path: '/api/services/app/Course/Update', pathParam: 'id' },
  updateStatus: { verb: 'PUT', path: '/api/services/app/Course/UpdateStatus', pathParam: 'id' },
  delete: { verb: 'DELETE', path: '/api/services/app/Course/Delete', pathParam: 'id' },
  get: { verb: 'GET', path: '/api/services/app/Course/Get', pathParam: 'id' },
  getAll: { verb: 'GET', path: '/api/services/app/Course/GetAll' },
};
export const pageEndpoints: ClientEndpoints<typeof contract.pageEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Page/Create' },
  update: { verb: 'PUT', path: '/api/services/app/Page/Update', pathParam: 'id' },
  delete: { verb: 'DELETE', path: '/api/services/app/Page/Delete', pathParam: 'id' },
  getDetail: { verb: 'GET', path: '/api/services/app/Page/GetDetail', pathParam: 'id' },
  getList: { verb: 'GET', path: '/api/services/app/Page/GetList', pathParam: 'type' },
  getShowPage: { verb: 'GET', path: '/api/services/app/Page/GetShowPage' },
  ranking: { verb: 'PUT', path: '/api/services/app/Page/Ranking' },
  isReadAllPageOfCourseActive: { verb: 'GET', path: '/api/services/app/Page/IsReadAllPageOfCourseActive' },
  getAllMinified: { verb: 'GET', path: '/api/services/app/Page/GetAllMinified' },
};
export const userCourseEndpoints: ClientEndpoints<typeof contract.userCourseEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/UserCourse/Create' },
  getUserCourse: { verb: 'GET', path: '/api/services/app/UserCourse/getUserCourse' },
  getCourseStatus: { verb: 'GET', path: '/api/services/app/Pilot/GetCourseStatus' },
};
