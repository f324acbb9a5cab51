/**
 * Skill list data: cloud platforms, infrastructure, operations, networking and security. Entry format and markers
 * are explained in skills.ts.
 */
export const cloudSkills: readonly string[] = [
  'AWS|Amazon Web Services', 'Azure|Microsoft Azure', 'Google Cloud|GCP|Google Cloud Platform', 'Docker',
  'Kubernetes|K8s', 'Terraform', 'Ansible', 'Jenkins', 'GitHub Actions', 'GitLab CI|GitLab CI/CD',
  'CI/CD|CICD|continuous integration|continuous delivery|continuous deployment',
  'Linux|Unix|Ubuntu|Debian|RHEL|Red Hat Enterprise Linux|CentOS', 'Git|GitHub|GitLab|?Bitbucket',
  'Serverless', 'AWS Lambda|?Lambda', '^Helm', 'Prometheus', 'Grafana', 'Datadog', 'Nginx', 'Cloudflare', 'Heroku',
  'Vercel', 'Microservices|micro services|microservice', 'Infrastructure as Code|IaC', 'Observability',
  '~Networking|TCP/IP|DNS|network engineering', 'Penetration Testing|pentesting|pen testing', 'SIEM',
  'Identity and Access Management|IAM', 'SOC 2|SOC2',
  'Cybersecurity|cyber security|information security|InfoSec',
  // Cloud services and platforms.
  'Amazon EC2|EC2', 'Amazon S3|S3', 'Amazon RDS|RDS', 'Amazon ECS|ECS|AWS Fargate|Fargate', 'Amazon EKS|EKS',
  'AWS CloudFormation|CloudFormation', 'AWS CDK|?CDK', 'Azure DevOps|Azure Pipelines', 'Azure Functions',
  'Google Kubernetes Engine|GKE', 'Azure Kubernetes Service|AKS', 'Google Cloud Run|Cloud Run', 'Firebase',
  'Supabase', 'DigitalOcean|Digital Ocean', 'Netlify', 'Fly.io', 'OpenShift|Red Hat OpenShift', 'Docker Compose',
  'Podman', 'Argo CD|ArgoCD', 'Pulumi', '!Chef|Chef Infra', '!Puppet|Puppet Enterprise', 'SaltStack|?Salt', 'Vagrant',
  'HashiCorp Vault|?Vault', 'Istio', 'Linkerd', 'Service Mesh', 'Traefik', 'HAProxy', 'CircleCI', 'Travis CI',
  'TeamCity', 'New Relic', 'Splunk', 'ELK Stack|ELK|Elastic Stack|Kibana|Logstash', 'Sentry', 'PagerDuty',
  'OpenTelemetry|OTel', 'Nagios', 'Zabbix', 'DevOps|Dev Ops', 'DevSecOps', 'Site Reliability Engineering|?SRE',
  'Incident Management|incident response', 'Load Balancing|load balancers', 'CDN|content delivery network',
  'Cloud Computing', 'Cloud Architecture', 'FinOps|cloud cost optimisation|cloud cost optimization',
  'Disaster Recovery|business continuity', 'Windows Server', 'VMware|vSphere', 'Hyper-V',
  'Cisco Networking|CCNA|?Cisco', 'System Administration|sysadmin|systems administration', 'Active Directory|Azure AD|Entra ID',
  'Okta', 'Jamf', 'Microsoft Intune|Intune',
  // Security.
  'Zero Trust', 'OWASP|OWASP Top 10', 'Vulnerability Management|vulnerability assessment|vulnerability scanning',
  'Threat Modeling|threat modelling', 'Security Operations|SOC|security operations center',
  'ISO 27001|ISO/IEC 27001', 'PCI DSS|PCI-DSS', 'HIPAA', 'Cryptography|encryption', 'Malware Analysis',
  'Digital Forensics|forensics', 'Burp Suite', 'Metasploit', 'Wireshark', 'Nmap', 'Kali Linux', 'CISSP',
  'CompTIA Security+|Security+', 'Cloud Security', 'Application Security|AppSec', 'Network Security',
  'Firewalls|firewall',
];
