/** The resources a Kubernetes 1.34 API server serves, as discovery lists them (group, versions in priority order). */
export interface FakeResource {
  group: string;
  versions: string[];
  resource: string;
  kind: string;
  namespaced: boolean;
  verbs?: string[];
  /** Served by an aggregated API (its items carry apiVersion and kind, like custom resources). */
  aggregated?: boolean;
  /** A custom resource: list items carry apiVersion and kind. */
  custom?: boolean;
}

const READ = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];
const CREATE_ONLY = ['create'];

function r(group: string, versions: string[], resource: string, kind: string, namespaced: boolean, verbs = READ): FakeResource {
  return { group, versions, resource, kind, namespaced, verbs };
}

export function builtinResources(): FakeResource[] {
  return [
    r('', ['v1'], 'bindings', 'Binding', true, CREATE_ONLY),
    r('', ['v1'], 'componentstatuses', 'ComponentStatus', false, ['get', 'list']),
    r('', ['v1'], 'configmaps', 'ConfigMap', true),
    r('', ['v1'], 'endpoints', 'Endpoints', true),
    r('', ['v1'], 'events', 'Event', true),
    r('', ['v1'], 'limitranges', 'LimitRange', true),
    r('', ['v1'], 'namespaces', 'Namespace', false),
    r('', ['v1'], 'nodes', 'Node', false),
    r('', ['v1'], 'persistentvolumeclaims', 'PersistentVolumeClaim', true),
    r('', ['v1'], 'persistentvolumes', 'PersistentVolume', false),
    r('', ['v1'], 'pods', 'Pod', true),
    r('', ['v1'], 'podtemplates', 'PodTemplate', true),
    r('', ['v1'], 'replicationcontrollers', 'ReplicationController', true),
    r('', ['v1'], 'resourcequotas', 'ResourceQuota', true),
    r('', ['v1'], 'secrets', 'Secret', true),
    r('', ['v1'], 'serviceaccounts', 'ServiceAccount', true),
    r('', ['v1'], 'services', 'Service', true),
    r('admissionregistration.k8s.io', ['v1'], 'mutatingwebhookconfigurations', 'MutatingWebhookConfiguration', false),
    r('admissionregistration.k8s.io', ['v1'], 'validatingwebhookconfigurations', 'ValidatingWebhookConfiguration', false),
    r('admissionregistration.k8s.io', ['v1'], 'validatingadmissionpolicies', 'ValidatingAdmissionPolicy', false),
    r('admissionregistration.k8s.io', ['v1'], 'validatingadmissionpolicybindings', 'ValidatingAdmissionPolicyBinding', false),
    r('apiextensions.k8s.io', ['v1'], 'customresourcedefinitions', 'CustomResourceDefinition', false),
    r('apiregistration.k8s.io', ['v1'], 'apiservices', 'APIService', false),
    r('apps', ['v1'], 'controllerrevisions', 'ControllerRevision', true),
    r('apps', ['v1'], 'daemonsets', 'DaemonSet', true),
    r('apps', ['v1'], 'deployments', 'Deployment', true),
    r('apps', ['v1'], 'replicasets', 'ReplicaSet', true),
    r('apps', ['v1'], 'statefulsets', 'StatefulSet', true),
    r('authentication.k8s.io', ['v1'], 'selfsubjectreviews', 'SelfSubjectReview', false, CREATE_ONLY),
    r('authentication.k8s.io', ['v1'], 'tokenreviews', 'TokenReview', false, CREATE_ONLY),
    r('authorization.k8s.io', ['v1'], 'localsubjectaccessreviews', 'LocalSubjectAccessReview', true, CREATE_ONLY),
    r('authorization.k8s.io', ['v1'], 'selfsubjectaccessreviews', 'SelfSubjectAccessReview', false, CREATE_ONLY),
    r('authorization.k8s.io', ['v1'], 'selfsubjectrulesreviews', 'SelfSubjectRulesReview', false, CREATE_ONLY),
    r('authorization.k8s.io', ['v1'], 'subjectaccessreviews', 'SubjectAccessReview', false, CREATE_ONLY),
    r('autoscaling', ['v2', 'v1'], 'horizontalpodautoscalers', 'HorizontalPodAutoscaler', true),
    r('batch', ['v1'], 'cronjobs', 'CronJob', true),
    r('batch', ['v1'], 'jobs', 'Job', true),
    r('certificates.k8s.io', ['v1'], 'certificatesigningrequests', 'CertificateSigningRequest', false),
    r('coordination.k8s.io', ['v1'], 'leases', 'Lease', true),
    r('discovery.k8s.io', ['v1'], 'endpointslices', 'EndpointSlice', true),
    r('events.k8s.io', ['v1'], 'events', 'Event', true),
    r('flowcontrol.apiserver.k8s.io', ['v1'], 'flowschemas', 'FlowSchema', false),
    r('flowcontrol.apiserver.k8s.io', ['v1'], 'prioritylevelconfigurations', 'PriorityLevelConfiguration', false),
    r('networking.k8s.io', ['v1'], 'ingressclasses', 'IngressClass', false),
    r('networking.k8s.io', ['v1'], 'ingresses', 'Ingress', true),
    r('networking.k8s.io', ['v1'], 'networkpolicies', 'NetworkPolicy', true),
    r('networking.k8s.io', ['v1'], 'ipaddresses', 'IPAddress', false),
    r('networking.k8s.io', ['v1'], 'servicecidrs', 'ServiceCIDR', false),
    r('node.k8s.io', ['v1'], 'runtimeclasses', 'RuntimeClass', false),
    r('policy', ['v1'], 'poddisruptionbudgets', 'PodDisruptionBudget', true),
    r('rbac.authorization.k8s.io', ['v1'], 'clusterrolebindings', 'ClusterRoleBinding', false),
    r('rbac.authorization.k8s.io', ['v1'], 'clusterroles', 'ClusterRole', false),
    r('rbac.authorization.k8s.io', ['v1'], 'rolebindings', 'RoleBinding', true),
    r('rbac.authorization.k8s.io', ['v1'], 'roles', 'Role', true),
    r('resource.k8s.io', ['v1', 'v1beta2', 'v1beta1'], 'deviceclasses', 'DeviceClass', false),
    r('resource.k8s.io', ['v1', 'v1beta2', 'v1beta1'], 'resourceclaims', 'ResourceClaim', true),
    r('resource.k8s.io', ['v1', 'v1beta2', 'v1beta1'], 'resourceclaimtemplates', 'ResourceClaimTemplate', true),
    r('resource.k8s.io', ['v1', 'v1beta2', 'v1beta1'], 'resourceslices', 'ResourceSlice', false),
    r('scheduling.k8s.io', ['v1'], 'priorityclasses', 'PriorityClass', false),
    r('storage.k8s.io', ['v1'], 'csidrivers', 'CSIDriver', false),
    r('storage.k8s.io', ['v1'], 'csinodes', 'CSINode', false),
    r('storage.k8s.io', ['v1'], 'csistoragecapacities', 'CSIStorageCapacity', true),
    r('storage.k8s.io', ['v1'], 'storageclasses', 'StorageClass', false),
    r('storage.k8s.io', ['v1'], 'volumeattachments', 'VolumeAttachment', false),
    r('storage.k8s.io', ['v1', 'v1beta1'], 'volumeattributesclasses', 'VolumeAttributesClass', false),
    { ...r('metrics.k8s.io', ['v1beta1'], 'nodes', 'NodeMetrics', false, ['get', 'list']), aggregated: true },
    { ...r('metrics.k8s.io', ['v1beta1'], 'pods', 'PodMetrics', true, ['get', 'list']), aggregated: true },
  ];
}
