import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

/** A Kubernetes object as read from a manifest. */
export type KubernetesObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
};

type Kustomization = {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newName?: string; newTag?: string }[];
};

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'images']);

export function readManifests(file: string): KubernetesObject[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return document.toJS() as KubernetesObject | null;
    })
    .filter((object): object is KubernetesObject => object !== null);
}

export type Container = {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
};

export type PodSpec = { containers: Container[]; restartPolicy?: string };

/** The value at a path of nested objects, or undefined. */
export function valueAt(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The pod template of a workload, where images and pod settings live. */
export function podSpecOf(object: KubernetesObject): PodSpec | undefined {
  const pod =
    object.kind === 'CronJob'
      ? valueAt(object.spec, 'jobTemplate', 'spec', 'template', 'spec')
      : valueAt(object.spec, 'template', 'spec');
  return pod && typeof pod === 'object' ? (pod as PodSpec) : undefined;
}

/**
 * What `kubectl kustomize <dir>` gives for the transforms our kustomizations use (resources, namespace, labels,
 * images). Any other field is refused, so a transform this reader does not apply never passes unseen.
 */
export function buildKustomization(dir: string): KubernetesObject[] {
  const kustomization = parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length > 0)
    throw new Error(`${dir}: kustomization fields not applied here: ${unknown.join(', ')}`);
  const objects = (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.join(dir, resource);
    return fs.statSync(target).isDirectory() ? buildKustomization(target) : readManifests(target);
  });
  for (const object of objects) {
    if (kustomization.namespace) object.metadata.namespace = kustomization.namespace;
    for (const { pairs } of kustomization.labels ?? []) {
      object.metadata.labels = { ...object.metadata.labels, ...pairs };
    }
    for (const container of podSpecOf(object)?.containers ?? []) {
      const [name, tag] = container.image.split(':');
      const image = kustomization.images?.find((candidate) => candidate.name === name);
      if (image) container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
    }
  }
  return objects;
}
