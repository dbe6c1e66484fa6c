import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Moodle site on loopback, as far as the portal uses it: the web service REST protocol
 * (`POST /webservice/rest/server.php`, a form with `wstoken`, `wsfunction`,
 * `moodlewsrestformat=json` and the parameters in array notation), users and enrolments kept in
 * memory, and every failure answered as Moodle does, with 200 and `{exception, errorcode, message}`.
 */
export interface FakeMoodleUser {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  auth: string;
  idnumber: string;
  lang: string;
  createpassword: boolean;
}

export interface FakeMoodleEnrolment {
  userid: number;
  courseid: number;
  roleid: number;
}

type Form = Record<string, unknown>;

/** `users[0][username]=a` as `{ users: [{ username: 'a' }] }`; numbered members make arrays. */
export function parseMoodleForm(form: URLSearchParams): Form {
  const root: Form = {};
  for (const [name, value] of form) {
    const path = name.match(/^[^[]+|\[[^\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [name];
    let node: Record<string, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

class MoodleException extends Error {
  constructor(
    readonly exception: string,
    readonly errorcode: string,
    message: string,
  ) {
    super(message);
  }
}

const invalidParameter = (debug: string) =>
  Object.assign(new MoodleException('invalid_parameter_exception', 'invalidparameter', 'Invalid parameter value detected'), {
    debuginfo: debug,
  });

export async function startFakeMoodle(options: { token: string; courses: { id: number; fullname: string }[] }) {
  const users: FakeMoodleUser[] = [];
  const enrolments: FakeMoodleEnrolment[] = [];
  /** Every call's function name, in order. */
  const calls: string[] = [];
  /** Course completion by `${userid}:${courseid}`, as a course's activities would set it. */
  const progress = new Map<string, { progress: number; completed: boolean }>();
  /** A function named here fails once with this Moodle error. */
  const failOnce = new Map<string, { errorcode: string; message: string }>();
  let nextId = 100;

  const functions: Record<string, (params: Form) => unknown> = {
    core_user_get_users_by_field(params) {
      const field = String(params.field);
      if (!['id', 'idnumber', 'username', 'email'].includes(field)) throw invalidParameter(`field: ${field}`);
      const values = (params.values as string[] | undefined) ?? [];
      return users.filter((u) => values.some((v) => String(u[field as keyof FakeMoodleUser]).toLowerCase() === v.toLowerCase()));
    },
    core_user_create_users(params) {
      const asked = (params.users as Record<string, string>[] | undefined) ?? [];
      const made = asked.map((u) => {
        for (const field of ['username', 'firstname', 'lastname', 'email'] as const) {
          if (!u[field]) throw invalidParameter(`users => Missing required key in single structure: ${field}`);
        }
        if (u.username !== u.username!.toLowerCase() || !/^[a-z0-9_.@-]+$/.test(u.username!)) {
          throw invalidParameter(`The username must be in lower case and of allowed characters: ${u.username}`);
        }
        if (users.some((existing) => existing.username === u.username)) throw invalidParameter(`Username already exists: ${u.username}`);
        if ((u.auth ?? 'manual') === 'manual' && u.createpassword !== '1' && !u.password) {
          throw invalidParameter('Invalid password: you must provide a password, or set createpassword.');
        }
        return {
          id: nextId++,
          username: u.username!,
          firstname: u.firstname!,
          lastname: u.lastname!,
          email: u.email!,
          auth: u.auth ?? 'manual',
          idnumber: u.idnumber ?? '',
          lang: u.lang ?? 'en',
          createpassword: u.createpassword === '1',
        };
      });
      users.push(...made);
      return made.map((u) => ({ id: u.id, username: u.username }));
    },
    enrol_manual_enrol_users(params) {
      const asked = (params.enrolments as Record<string, string>[] | undefined) ?? [];
      const wanted = asked.map((e) => ({ userid: Number(e.userid), courseid: Number(e.courseid), roleid: Number(e.roleid) }));
      for (const e of wanted) {
        if (!options.courses.some((c) => c.id === e.courseid)) {
          throw new MoodleException('dml_missing_record_exception', 'invalidrecord', 'Can not find data record in database table course.');
        }
        if (!users.some((u) => u.id === e.userid)) {
          throw new MoodleException('dml_missing_record_exception', 'invalidrecord', 'Can not find data record in database table user.');
        }
      }
      for (const e of wanted) {
        if (!enrolments.some((k) => k.userid === e.userid && k.courseid === e.courseid)) enrolments.push(e);
      }
      return null;
    },
    core_enrol_get_users_courses(params) {
      const userid = Number(params.userid);
      return enrolments
        .filter((e) => e.userid === userid)
        .map((e) => {
          const course = options.courses.find((c) => c.id === e.courseid)!;
          const done = progress.get(`${userid}:${e.courseid}`);
          return { id: course.id, fullname: course.fullname, progress: done?.progress ?? 0, completed: done?.completed ?? false };
        });
    },
  };

  const answer = (params: Form): unknown => {
    if (params.wstoken !== options.token) throw new MoodleException('moodle_exception', 'invalidtoken', 'Invalid token - token not found');
    const name = String(params.wsfunction ?? '');
    calls.push(name);
    const run = functions[name];
    if (!run) throw new MoodleException('webservice_access_exception', 'accessexception', 'Access control exception');
    const failure = failOnce.get(name);
    if (failure) {
      failOnce.delete(name);
      throw new MoodleException('moodle_exception', failure.errorcode, failure.message);
    }
    return run(params);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url?.split('?')[0] !== '/webservice/rest/server.php') {
        response.statusCode = 404;
        response.end();
        return;
      }
      const params = parseMoodleForm(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      let body: unknown;
      try {
        if (params.moodlewsrestformat !== 'json') throw new MoodleException('moodle_exception', 'invalidformat', 'Only JSON here');
        body = answer(params);
      } catch (error) {
        if (!(error instanceof MoodleException)) throw error;
        body = {
          exception: error.exception,
          errorcode: error.errorcode,
          message: error.message,
          ...('debuginfo' in error ? { debuginfo: error.debuginfo } : {}),
        };
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    users,
    enrolments,
    calls,
    /** The next call of this function fails with this Moodle error. */
    failNext(wsfunction: string, errorcode: string, message = 'error/' + errorcode) {
      failOnce.set(wsfunction, { errorcode, message });
    },
    setProgress(userid: number, courseid: number, value: { progress: number; completed: boolean }) {
      progress.set(`${userid}:${courseid}`, value);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type FakeMoodle = Awaited<ReturnType<typeof startFakeMoodle>>;
