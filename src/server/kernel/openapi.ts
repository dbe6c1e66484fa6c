import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas, and a UI to try the calls. */
export async function installOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Drone portal API',
        description:
          'ASP.NET Boilerplate conventions: every JSON reply is wrapped in `{result, targetUrl, success, error, unAuthorizedRequest, __abp}`.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Authorities' systems: OAuth 2.0 client credentials (decision 0043, docs/api.md).
          operatorLookup: {
            type: 'oauth2',
            flows: {
              clientCredentials: {
                tokenUrl: '/oauth/token',
                scopes: {
                  'operator-lookup:status': 'An operator number’s status, kind and validity; confirming a whole number.',
                  'operator-lookup:identity': 'The operator’s name and contact as well.',
                },
              },
            },
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/swagger/v1/swagger.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/swagger', uiConfig: { url: '/swagger/v1/swagger.json' }, staticCSP: true });
}
