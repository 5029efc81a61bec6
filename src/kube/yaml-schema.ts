import yaml from 'js-yaml';

/**
 * YAML as Kubernetes reads it. kubectl and the API server turn YAML into JSON with
 * sigs.k8s.io/yaml, which decodes into untyped values with its go-yaml v2 fork: there, a scalar that
 * looks like a timestamp stays a string ("for backward compatibility ... code that unmarshals
 * timestamp-like values into interface{} will continue to see a string", goyaml.v2/decode.go).
 * js-yaml's default schema makes it a Date instead. This schema is the default without that
 * implicit timestamp type: merge keys and the explicit !!binary, !!omap, !!pairs and !!set tags stay.
 * It is also faster, as no plain scalar is tested against the timestamp pattern.
 */
export const KUBERNETES_YAML_SCHEMA = withoutImplicit(yaml.DEFAULT_SCHEMA, 'tag:yaml.org,2002:timestamp');

function withoutImplicit(schema: yaml.Schema, tag: string): yaml.Schema {
  // The type definitions leave out a schema's lists of types, which js-yaml 4 keeps on it.
  const { implicit, explicit } = schema as unknown as { implicit: (yaml.Type & { tag: string })[]; explicit: yaml.Type[] };
  return new yaml.Schema({ implicit: implicit.filter((type) => type.tag !== tag), explicit });
}
