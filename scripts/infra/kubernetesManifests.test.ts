import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { JOB_NAMES } from '@immodesk/bff/backgroundJobs';
import { ZBrandingFile, ZRemotesFile } from '@immodesk/bff/shell/shellConfig';
import { buildKustomization, podSpecOf, valueAt, type KubernetesObject } from './kustomize';

// Issue 27: the manifests pass an offline schema check (the Kubernetes OpenAPI schemas vendored by
// kubernetes-models), and say what the product needs: probes, resources, secrets by name, one CronJob per job.
const OVERLAYS_DIR = path.resolve(import.meta.dirname, '../../infra/k8s/overlays');
const overlays = fs.readdirSync(OVERLAYS_DIR);

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/CronJob': CronJob,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
};

const one = (objects: KubernetesObject[], kind: string, name: string) => {
  const found = objects.filter((object) => object.kind === kind && object.metadata.name === name);
  expect(found, `${kind} ${name}`).toHaveLength(1);
  return found[0] as KubernetesObject;
};

describe.each(overlays)('the %s overlay', (overlay) => {
  const objects = buildKustomization(path.join(OVERLAYS_DIR, overlay));
  const workloads = objects.filter((object) => podSpecOf(object));

  it('passes the schema check of every object, each of a kind we know, in one namespace', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new (Model as NonNullable<typeof Model>)(object as never).validate()).not.toThrow();
      expect(object.metadata.namespace).toMatch(/^immodesk/);
    }
    const keys = objects.map((object) => `${object.kind}/${object.metadata.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('runs every workload as non-root from the released image, with requests and limits, and secrets by name only', () => {
    for (const object of workloads) {
      const pod = podSpecOf(object);
      expect(valueAt(pod, 'securityContext', 'runAsNonRoot'), object.metadata.name).toBe(true);
      for (const container of pod?.containers ?? []) {
        expect(container.image).toMatch(/^registry\.example\.invalid\/immodesk\/app:\d+\.\d+\.\d+$/);
        expect(container.resources?.requests).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.resources?.limits).toMatchObject({ memory: expect.any(String) });
        expect(container.envFrom).toContainEqual({ secretRef: { name: 'immodesk' } });
        for (const variable of container.env ?? []) {
          expect(variable.name, 'a secret written into a manifest').not.toMatch(/SECRET|PASSWORD|TOKEN|KEY/);
        }
      }
    }
  });

  it('serves from BFF replicas with readiness on the database, liveness, autoscaling and a disruption budget', () => {
    const deployment = one(objects, 'Deployment', 'immodesk-bff');
    const [bff] = podSpecOf(deployment)?.containers ?? [];
    expect(bff?.readinessProbe?.httpGet?.path).toBe('/api/health/database');
    expect(bff?.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    const labels = valueAt(deployment.spec, 'template', 'metadata', 'labels');
    expect(valueAt(one(objects, 'Service', 'immodesk-bff').spec, 'selector')).toEqual(labels);
    expect(
      valueAt(one(objects, 'PodDisruptionBudget', 'immodesk-bff').spec, 'selector', 'matchLabels'),
    ).toEqual(labels);
    expect(valueAt(one(objects, 'HorizontalPodAutoscaler', 'immodesk-bff').spec, 'scaleTargetRef')).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'immodesk-bff',
    });
  });

  it('runs each scheduled job exactly once: as a Forbid CronJob, or on the replicas for the outbox', () => {
    const cronJobs = objects.filter((object) => object.kind === 'CronJob');
    const commands = cronJobs.map((cronJob) => podSpecOf(cronJob)?.containers[0]?.command ?? []);
    for (const cronJob of cronJobs) expect(valueAt(cronJob.spec, 'concurrencyPolicy')).toBe('Forbid');
    for (const command of commands) expect(command.slice(0, 2)).toEqual(['node', 'dist/server/jobs.js']);
    const replicaJobs = (
      podSpecOf(one(objects, 'Deployment', 'immodesk-bff'))?.containers[0]?.env?.find(
        (v) => v.name === 'JOBS',
      )?.value ?? 'on'
    ).split(',');
    expect([...commands.map((command) => command[2]), ...replicaJobs].sort()).toEqual([...JOB_NAMES].sort());
  });

  it('migrates in a Job before the replicas, which never migrate themselves', () => {
    const migrations = one(objects, 'Job', 'immodesk-migrations');
    expect(podSpecOf(migrations)?.containers[0]?.command).toEqual(['node', 'dist/server/migrate.js']);
    const settings = one(objects, 'ConfigMap', 'immodesk-settings');
    expect(settings.data).toMatchObject({ MIGRATE_ON_START: 'off', NODE_ENV: 'production' });
  });

  it('holds a remote registry and a branding the BFF accepts', () => {
    const remotes = one(objects, 'ConfigMap', 'immodesk-remotes').data?.['remotes.json'] ?? '';
    expect(ZRemotesFile.safeParse(JSON.parse(remotes)).success).toBe(true);
    const branding = one(objects, 'ConfigMap', 'immodesk-branding').data?.['branding.json'] ?? '';
    expect(ZBrandingFile.safeParse(JSON.parse(branding)).success).toBe(true);
    const settings = one(objects, 'ConfigMap', 'immodesk-settings').data ?? {};
    expect(settings.REMOTES_CONFIG).toBe('/config/remotes/remotes.json');
    expect(settings.BRANDING_CONFIG).toBe('/config/branding/branding.json');
  });
});

describe('the schema check', () => {
  it('refuses an object that breaks the Kubernetes schema', () => {
    const broken = { metadata: { name: 'x' }, spec: { schedule: 5, jobTemplate: { spec: {} } } };
    expect(() => new CronJob(broken as never).validate()).toThrow(/schedule/);
  });
});
